/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Desk_Reference_LabelInputs */

const en_desk_reference_label = /** @type {(inputs: Desk_Reference_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bank transfer reference`)
};

const bn_desk_reference_label = /** @type {(inputs: Desk_Reference_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ব্যাংক ট্রান্সফারের রেফারেন্স`)
};

/**
* | output |
* | --- |
* | "Bank transfer reference" |
*
* @param {Desk_Reference_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const desk_reference_label = /** @type {((inputs?: Desk_Reference_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Desk_Reference_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_desk_reference_label(inputs)
	return en_desk_reference_label(inputs)
});
