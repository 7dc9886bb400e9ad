/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ total: NonNullable<unknown> }} Desk_Handed_BackInputs */

const en_desk_handed_back = /** @type {(inputs: Desk_Handed_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Handed back: ${i?.total}. The refund is recorded under your name.`)
};

const bn_desk_handed_back = /** @type {(inputs: Desk_Handed_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ফেরত দেওয়া হয়েছে: ${i?.total}। ফেরতটি আপনার নামে রেকর্ড হয়েছে।`)
};

/**
* | output |
* | --- |
* | "Handed back: {total}. The refund is recorded under your name." |
*
* @param {Desk_Handed_BackInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const desk_handed_back = /** @type {((inputs: Desk_Handed_BackInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Desk_Handed_BackInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_desk_handed_back(inputs)
	return en_desk_handed_back(inputs)
});
