/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Catalogue_Filters_OnInputs */

const en_catalogue_filters_on = /** @type {(inputs: Catalogue_Filters_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Filters, ${i?.count} on`)
};

const bn_catalogue_filters_on = /** @type {(inputs: Catalogue_Filters_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ফিল্টার, ${i?.count}টি চালু`)
};

/**
* | output |
* | --- |
* | "Filters, {count} on" |
*
* @param {Catalogue_Filters_OnInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_filters_on = /** @type {((inputs: Catalogue_Filters_OnInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_Filters_OnInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_filters_on(inputs)
	return en_catalogue_filters_on(inputs)
});
