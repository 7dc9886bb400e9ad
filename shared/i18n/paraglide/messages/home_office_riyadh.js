/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Office_RiyadhInputs */

const en_home_office_riyadh = /** @type {(inputs: Home_Office_RiyadhInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riyadh, Saudi Arabia`)
};

const bn_home_office_riyadh = /** @type {(inputs: Home_Office_RiyadhInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`রিয়াদ, সৌদি আরব`)
};

/**
* | output |
* | --- |
* | "Riyadh, Saudi Arabia" |
*
* @param {Home_Office_RiyadhInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_office_riyadh = /** @type {((inputs?: Home_Office_RiyadhInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Office_RiyadhInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_office_riyadh(inputs)
	return en_home_office_riyadh(inputs)
});
