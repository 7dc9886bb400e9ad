/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ total: NonNullable<unknown> }} Desk_TotalInputs */

const en_desk_total = /** @type {(inputs: Desk_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Total: ${i?.total}`)
};

const bn_desk_total = /** @type {(inputs: Desk_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`মোট: ${i?.total}`)
};

/**
* | output |
* | --- |
* | "Total: {total}" |
*
* @param {Desk_TotalInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const desk_total = /** @type {((inputs: Desk_TotalInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Desk_TotalInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_desk_total(inputs)
	return en_desk_total(inputs)
});
