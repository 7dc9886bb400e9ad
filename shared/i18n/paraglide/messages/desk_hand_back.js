/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Desk_Hand_BackInputs */

const en_desk_hand_back = /** @type {(inputs: Desk_Hand_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hand the money back`)
};

const bn_desk_hand_back = /** @type {(inputs: Desk_Hand_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`টাকা ফেরত দিন`)
};

/**
* | output |
* | --- |
* | "Hand the money back" |
*
* @param {Desk_Hand_BackInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const desk_hand_back = /** @type {((inputs?: Desk_Hand_BackInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Desk_Hand_BackInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_desk_hand_back(inputs)
	return en_desk_hand_back(inputs)
});
