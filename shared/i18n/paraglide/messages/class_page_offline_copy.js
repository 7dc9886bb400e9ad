/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Class_Page_Offline_CopyInputs */

const en_class_page_offline_copy = /** @type {(inputs: Class_Page_Offline_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline, and this page has not been opened on this device before: this is what the saved catalogue knows. The sessions show once you are back online.`)
};

const bn_class_page_offline_copy = /** @type {(inputs: Class_Page_Offline_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনি অফলাইনে আছেন, আর এই ডিভাইসে পেজটি আগে খোলা হয়নি: সেভ করা ক্যাটালগে যা আছে তা-ই দেখানো হচ্ছে। ইন্টারনেট সংযোগ ফিরলে সেশনগুলো দেখা যাবে।`)
};

/**
* | output |
* | --- |
* | "You are offline, and this page has not been opened on this device before: this is what the saved catalogue knows. The sessions show once you are back online." |
*
* @param {Class_Page_Offline_CopyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_page_offline_copy = /** @type {((inputs?: Class_Page_Offline_CopyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Page_Offline_CopyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_page_offline_copy(inputs)
	return en_class_page_offline_copy(inputs)
});
