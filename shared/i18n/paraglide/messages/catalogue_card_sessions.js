/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Catalogue_Card_SessionsInputs */

const en_catalogue_card_sessions = /** @type {(inputs: Catalogue_Card_SessionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} sessions`)
};

const bn_catalogue_card_sessions = /** @type {(inputs: Catalogue_Card_SessionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count}টি সেশন`)
};

/**
* | output |
* | --- |
* | "{count} sessions" |
*
* @param {Catalogue_Card_SessionsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_card_sessions = /** @type {((inputs: Catalogue_Card_SessionsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_Card_SessionsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_card_sessions(inputs)
	return en_catalogue_card_sessions(inputs)
});
