/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_Class_SelectedInputs */

const en_toast_class_selected = /** @type {(inputs: Toast_Class_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Class Is Selected`)
};

const bn_toast_class_selected = /** @type {(inputs: Toast_Class_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার ক্লাসটি সিলেক্ট করা হয়েছে`)
};

/**
* | output |
* | --- |
* | "Your Class Is Selected" |
*
* @param {Toast_Class_SelectedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const toast_class_selected = /** @type {((inputs?: Toast_Class_SelectedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Class_SelectedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_toast_class_selected(inputs)
	return en_toast_class_selected(inputs)
});
