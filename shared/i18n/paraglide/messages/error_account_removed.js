/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Account_RemovedInputs */

const en_error_account_removed = /** @type {(inputs: Error_Account_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This account was removed by the academy. Contact us if you think this is a mistake.`)
};

const bn_error_account_removed = /** @type {(inputs: Error_Account_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`একাডেমি এই অ্যাকাউন্টটি মুছে ফেলেছে। ভুল করে হয়েছে মনে হলে আমাদের সাথে যোগাযোগ করুন।`)
};

/**
* | output |
* | --- |
* | "This account was removed by the academy. Contact us if you think this is a mistake." |
*
* @param {Error_Account_RemovedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_account_removed = /** @type {((inputs?: Error_Account_RemovedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Account_RemovedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_account_removed(inputs)
	return en_error_account_removed(inputs)
});
