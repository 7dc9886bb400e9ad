/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructor_Field_Price_HintInputs */

const en_instructor_field_price_hint = /** @type {(inputs: Instructor_Field_Price_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In the currency of the class's branch: BDT in Dhaka and Chattogram, MYR in Kuala Lumpur, SAR in Riyadh.`)
};

const bn_instructor_field_price_hint = /** @type {(inputs: Instructor_Field_Price_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাসের শাখার মুদ্রায়: ঢাকা ও চট্টগ্রামে টাকা, কুয়ালালামপুরে রিঙ্গিত, রিয়াদে রিয়াল।`)
};

/**
* | output |
* | --- |
* | "In the currency of the class's branch: BDT in Dhaka and Chattogram, MYR in Kuala Lumpur, SAR in Riyadh." |
*
* @param {Instructor_Field_Price_HintInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructor_field_price_hint = /** @type {((inputs?: Instructor_Field_Price_HintInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructor_Field_Price_HintInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructor_field_price_hint(inputs)
	return en_instructor_field_price_hint(inputs)
});
