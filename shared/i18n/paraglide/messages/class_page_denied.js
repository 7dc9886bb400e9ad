/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Class_Page_DeniedInputs */

const en_class_page_denied = /** @type {(inputs: Class_Page_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Denied: only you and the admins can see this page.`)
};

const bn_class_page_denied = /** @type {(inputs: Class_Page_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নামঞ্জুর: শুধু আপনি আর অ্যাডমিনরা এই পেজটি দেখতে পাচ্ছেন।`)
};

/**
* | output |
* | --- |
* | "Denied: only you and the admins can see this page." |
*
* @param {Class_Page_DeniedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_page_denied = /** @type {((inputs?: Class_Page_DeniedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Page_DeniedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_page_denied(inputs)
	return en_class_page_denied(inputs)
});
