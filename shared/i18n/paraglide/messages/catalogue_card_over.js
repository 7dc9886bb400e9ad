/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Catalogue_Card_OverInputs */

const en_catalogue_card_over = /** @type {(inputs: Catalogue_Card_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ended ${i?.date}`)
};

const bn_catalogue_card_over = /** @type {(inputs: Catalogue_Card_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`শেষ হয়েছে ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Ended {date}" |
*
* @param {Catalogue_Card_OverInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_card_over = /** @type {((inputs: Catalogue_Card_OverInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_Card_OverInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_card_over(inputs)
	return en_catalogue_card_over(inputs)
});
