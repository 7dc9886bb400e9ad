/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ total: NonNullable<unknown> }} Error_Total_ChangedInputs */

const en_error_total_changed = /** @type {(inputs: Error_Total_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The total has changed: it is now ${i?.total}.`)
};

const bn_error_total_changed = /** @type {(inputs: Error_Total_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`মোট ফি বদলে গেছে: এখন ${i?.total}।`)
};

/**
* | output |
* | --- |
* | "The total has changed: it is now {total}." |
*
* @param {Error_Total_ChangedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_total_changed = /** @type {((inputs: Error_Total_ChangedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Total_ChangedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_total_changed(inputs)
	return en_error_total_changed(inputs)
});
