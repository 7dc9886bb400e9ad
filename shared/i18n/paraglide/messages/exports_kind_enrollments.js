/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Kind_EnrollmentsInputs */

const en_exports_kind_enrollments = /** @type {(inputs: Exports_Kind_EnrollmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enrollments`)
};

const bn_exports_kind_enrollments = /** @type {(inputs: Exports_Kind_EnrollmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ভর্তি`)
};

/**
* | output |
* | --- |
* | "Enrollments" |
*
* @param {Exports_Kind_EnrollmentsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const exports_kind_enrollments = /** @type {((inputs?: Exports_Kind_EnrollmentsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Kind_EnrollmentsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_exports_kind_enrollments(inputs)
	return en_exports_kind_enrollments(inputs)
});
