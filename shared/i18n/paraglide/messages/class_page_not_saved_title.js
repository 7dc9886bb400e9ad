/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Class_Page_Not_Saved_TitleInputs */

const en_class_page_not_saved_title = /** @type {(inputs: Class_Page_Not_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This class is not saved on this device`)
};

const bn_class_page_not_saved_title = /** @type {(inputs: Class_Page_Not_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই ক্লাসটি এই ডিভাইসে সেভ করা নেই`)
};

/**
* | output |
* | --- |
* | "This class is not saved on this device" |
*
* @param {Class_Page_Not_Saved_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_page_not_saved_title = /** @type {((inputs?: Class_Page_Not_Saved_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Page_Not_Saved_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_page_not_saved_title(inputs)
	return en_class_page_not_saved_title(inputs)
});
