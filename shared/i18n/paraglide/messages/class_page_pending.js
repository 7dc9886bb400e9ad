/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Class_Page_PendingInputs */

const en_class_page_pending = /** @type {(inputs: Class_Page_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for approval: only you and the admins can see this page.`)
};

const bn_class_page_pending = /** @type {(inputs: Class_Page_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অনুমোদনের অপেক্ষায়: শুধু আপনি আর অ্যাডমিনরা এই পেজটি দেখতে পাচ্ছেন।`)
};

/**
* | output |
* | --- |
* | "Waiting for approval: only you and the admins can see this page." |
*
* @param {Class_Page_PendingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_page_pending = /** @type {((inputs?: Class_Page_PendingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Page_PendingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_page_pending(inputs)
	return en_class_page_pending(inputs)
});
