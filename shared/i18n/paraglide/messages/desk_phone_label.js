/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Desk_Phone_LabelInputs */

const en_desk_phone_label = /** @type {(inputs: Desk_Phone_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Student's phone (optional)`)
};

const bn_desk_phone_label = /** @type {(inputs: Desk_Phone_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শিক্ষার্থীর ফোন (ঐচ্ছিক)`)
};

/**
* | output |
* | --- |
* | "Student's phone (optional)" |
*
* @param {Desk_Phone_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const desk_phone_label = /** @type {((inputs?: Desk_Phone_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Desk_Phone_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_desk_phone_label(inputs)
	return en_desk_phone_label(inputs)
});
