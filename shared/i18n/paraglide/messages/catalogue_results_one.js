/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Catalogue_Results_OneInputs */

const en_catalogue_results_one = /** @type {(inputs: Catalogue_Results_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} class`)
};

const bn_catalogue_results_one = /** @type {(inputs: Catalogue_Results_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count}টি ক্লাস`)
};

/**
* | output |
* | --- |
* | "{count} class" |
*
* @param {Catalogue_Results_OneInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_results_one = /** @type {((inputs: Catalogue_Results_OneInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_Results_OneInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_results_one(inputs)
	return en_catalogue_results_one(inputs)
});
