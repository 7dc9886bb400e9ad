/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Class_Facts_Change_ReasonInputs */

const en_class_facts_change_reason = /** @type {(inputs: Class_Facts_Change_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reason: ${i?.reason}`)
};

const bn_class_facts_change_reason = /** @type {(inputs: Class_Facts_Change_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`কারণ: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Reason: {reason}" |
*
* @param {Class_Facts_Change_ReasonInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_facts_change_reason = /** @type {((inputs: Class_Facts_Change_ReasonInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Facts_Change_ReasonInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_facts_change_reason(inputs)
	return en_class_facts_change_reason(inputs)
});
