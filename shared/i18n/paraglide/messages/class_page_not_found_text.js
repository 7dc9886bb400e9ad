/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Class_Page_Not_Found_TextInputs */

const en_class_page_not_found_text = /** @type {(inputs: Class_Page_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This class does not exist, or it is not open yet. Have a look at the classes that are.`)
};

const bn_class_page_not_found_text = /** @type {(inputs: Class_Page_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই ক্লাসটি নেই, অথবা এখনো খোলা হয়নি। খোলা ক্লাসগুলো দেখে নিন।`)
};

/**
* | output |
* | --- |
* | "This class does not exist, or it is not open yet. Have a look at the classes that are." |
*
* @param {Class_Page_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_page_not_found_text = /** @type {((inputs?: Class_Page_Not_Found_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Page_Not_Found_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_page_not_found_text(inputs)
	return en_class_page_not_found_text(inputs)
});
