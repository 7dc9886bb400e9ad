/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Catalogue_Card_RunningInputs */

const en_catalogue_card_running = /** @type {(inputs: Catalogue_Card_RunningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Running · ends ${i?.date}`)
};

const bn_catalogue_card_running = /** @type {(inputs: Catalogue_Card_RunningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`চলছে · শেষ ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Running · ends {date}" |
*
* @param {Catalogue_Card_RunningInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_card_running = /** @type {((inputs: Catalogue_Card_RunningInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_Card_RunningInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_card_running(inputs)
	return en_catalogue_card_running(inputs)
});
