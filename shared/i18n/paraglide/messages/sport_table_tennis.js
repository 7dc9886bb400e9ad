/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sport_Table_TennisInputs */

const en_sport_table_tennis = /** @type {(inputs: Sport_Table_TennisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Table tennis`)
};

const bn_sport_table_tennis = /** @type {(inputs: Sport_Table_TennisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`টেবিল টেনিস`)
};

/**
* | output |
* | --- |
* | "Table tennis" |
*
* @param {Sport_Table_TennisInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const sport_table_tennis = /** @type {((inputs?: Sport_Table_TennisInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sport_Table_TennisInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_sport_table_tennis(inputs)
	return en_sport_table_tennis(inputs)
});
