/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_SportInputs */

const en_validation_sport = /** @type {(inputs: Validation_SportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a sport from the list.`)
};

const bn_validation_sport = /** @type {(inputs: Validation_SportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`তালিকা থেকে একটি খেলা বেছে নিন।`)
};

/**
* | output |
* | --- |
* | "Choose a sport from the list." |
*
* @param {Validation_SportInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_sport = /** @type {((inputs?: Validation_SportInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_SportInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_sport(inputs)
	return en_validation_sport(inputs)
});
