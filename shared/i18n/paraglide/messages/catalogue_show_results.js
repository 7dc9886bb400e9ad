/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogue_Show_ResultsInputs */

const en_catalogue_show_results = /** @type {(inputs: Catalogue_Show_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show results`)
};

const bn_catalogue_show_results = /** @type {(inputs: Catalogue_Show_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফলাফল দেখুন`)
};

/**
* | output |
* | --- |
* | "Show results" |
*
* @param {Catalogue_Show_ResultsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_show_results = /** @type {((inputs?: Catalogue_Show_ResultsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_Show_ResultsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_show_results(inputs)
	return en_catalogue_show_results(inputs)
});
