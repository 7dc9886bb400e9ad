/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Refund_Not_ConfirmedInputs */

const en_error_refund_not_confirmed = /** @type {(inputs: Error_Refund_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The refund is recorded, but the card payment provider did not confirm it. It is sent again automatically within minutes; you can also try again now.`)
};

const bn_error_refund_not_confirmed = /** @type {(inputs: Error_Refund_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`রিফান্ডটি রেকর্ড করা হয়েছে, কিন্তু কার্ড পেমেন্ট প্রোভাইডার এখনও তা নিশ্চিত করেনি। কয়েক মিনিটের মধ্যে এটি নিজে থেকেই আবার পাঠানো হবে; চাইলে এখনই আবার চেষ্টা করতে পারেন।`)
};

/**
* | output |
* | --- |
* | "The refund is recorded, but the card payment provider did not confirm it. It is sent again automatically within minutes; you can also try again now." |
*
* @param {Error_Refund_Not_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_refund_not_confirmed = /** @type {((inputs?: Error_Refund_Not_ConfirmedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Refund_Not_ConfirmedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_refund_not_confirmed(inputs)
	return en_error_refund_not_confirmed(inputs)
});
