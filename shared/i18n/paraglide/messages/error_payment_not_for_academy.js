/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Payment_Not_For_AcademyInputs */

const en_error_payment_not_for_academy = /** @type {(inputs: Error_Payment_Not_For_AcademyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This payment was not made for classes of this academy.`)
};

const bn_error_payment_not_for_academy = /** @type {(inputs: Error_Payment_Not_For_AcademyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই পেমেন্টটি এই একাডেমির ক্লাসের জন্য করা হয়নি।`)
};

/**
* | output |
* | --- |
* | "This payment was not made for classes of this academy." |
*
* @param {Error_Payment_Not_For_AcademyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_payment_not_for_academy = /** @type {((inputs?: Error_Payment_Not_For_AcademyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Payment_Not_For_AcademyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_payment_not_for_academy(inputs)
	return en_error_payment_not_for_academy(inputs)
});
