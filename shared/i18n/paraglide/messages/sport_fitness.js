/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sport_FitnessInputs */

const en_sport_fitness = /** @type {(inputs: Sport_FitnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fitness`)
};

const bn_sport_fitness = /** @type {(inputs: Sport_FitnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফিটনেস`)
};

/**
* | output |
* | --- |
* | "Fitness" |
*
* @param {Sport_FitnessInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const sport_fitness = /** @type {((inputs?: Sport_FitnessInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sport_FitnessInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_sport_fitness(inputs)
	return en_sport_fitness(inputs)
});
