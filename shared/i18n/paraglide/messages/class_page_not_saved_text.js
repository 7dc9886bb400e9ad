/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Class_Page_Not_Saved_TextInputs */

const en_class_page_not_saved_text = /** @type {(inputs: Class_Page_Not_Saved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline, and this class’s page has not been opened on this device before. It loads once you are back online; meanwhile the saved catalogue is here.`)
};

const bn_class_page_not_saved_text = /** @type {(inputs: Class_Page_Not_Saved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনি অফলাইনে আছেন, আর এই ক্লাসের পেজটি এই ডিভাইসে আগে খোলা হয়নি। ইন্টারনেট সংযোগ ফিরলে লোড হবে; ততক্ষণ সেভ করা ক্যাটালগ দেখুন।`)
};

/**
* | output |
* | --- |
* | "You are offline, and this class’s page has not been opened on this device before. It loads once you are back online; meanwhile the saved catalogue is here." |
*
* @param {Class_Page_Not_Saved_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_page_not_saved_text = /** @type {((inputs?: Class_Page_Not_Saved_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Page_Not_Saved_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_page_not_saved_text(inputs)
	return en_class_page_not_saved_text(inputs)
});
