/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Payments_Recorded_ByInputs */

const en_payments_recorded_by = /** @type {(inputs: Payments_Recorded_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recorded by ${i?.name}`)
};

const bn_payments_recorded_by = /** @type {(inputs: Payments_Recorded_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`রেকর্ড করেছেন ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Recorded by {name}" |
*
* @param {Payments_Recorded_ByInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payments_recorded_by = /** @type {((inputs: Payments_Recorded_ByInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payments_Recorded_ByInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payments_recorded_by(inputs)
	return en_payments_recorded_by(inputs)
});
