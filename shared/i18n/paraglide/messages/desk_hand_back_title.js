/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Desk_Hand_Back_TitleInputs */

const en_desk_hand_back_title = /** @type {(inputs: Desk_Hand_Back_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hand back this payment?`)
};

const bn_desk_hand_back_title = /** @type {(inputs: Desk_Hand_Back_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই পেমেন্ট ফেরত দেবেন?`)
};

/**
* | output |
* | --- |
* | "Hand back this payment?" |
*
* @param {Desk_Hand_Back_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const desk_hand_back_title = /** @type {((inputs?: Desk_Hand_Back_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Desk_Hand_Back_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_desk_hand_back_title(inputs)
	return en_desk_hand_back_title(inputs)
});
