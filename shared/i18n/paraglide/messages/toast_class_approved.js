/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Toast_Class_ApprovedInputs */

const en_toast_class_approved = /** @type {(inputs: Toast_Class_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}is Approved Now!`)
};

const bn_toast_class_approved = /** @type {(inputs: Toast_Class_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} এখন অনুমোদিত!`)
};

/**
* | output |
* | --- |
* | "{name}is Approved Now!" |
*
* @param {Toast_Class_ApprovedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const toast_class_approved = /** @type {((inputs: Toast_Class_ApprovedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Class_ApprovedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_toast_class_approved(inputs)
	return en_toast_class_approved(inputs)
});
