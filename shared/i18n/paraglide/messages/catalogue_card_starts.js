/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Catalogue_Card_StartsInputs */

const en_catalogue_card_starts = /** @type {(inputs: Catalogue_Card_StartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Starts ${i?.date}`)
};

const bn_catalogue_card_starts = /** @type {(inputs: Catalogue_Card_StartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`শুরু ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Starts {date}" |
*
* @param {Catalogue_Card_StartsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_card_starts = /** @type {((inputs: Catalogue_Card_StartsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_Card_StartsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_card_starts(inputs)
	return en_catalogue_card_starts(inputs)
});
