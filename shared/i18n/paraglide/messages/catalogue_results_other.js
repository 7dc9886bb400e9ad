/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Catalogue_Results_OtherInputs */

const en_catalogue_results_other = /** @type {(inputs: Catalogue_Results_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} classes`)
};

const bn_catalogue_results_other = /** @type {(inputs: Catalogue_Results_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count}টি ক্লাস`)
};

/**
* | output |
* | --- |
* | "{count} classes" |
*
* @param {Catalogue_Results_OtherInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_results_other = /** @type {((inputs: Catalogue_Results_OtherInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_Results_OtherInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_results_other(inputs)
	return en_catalogue_results_other(inputs)
});
