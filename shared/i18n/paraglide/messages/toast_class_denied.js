/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Toast_Class_DeniedInputs */

const en_toast_class_denied = /** @type {(inputs: Toast_Class_DeniedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}is Denied Now!`)
};

const bn_toast_class_denied = /** @type {(inputs: Toast_Class_DeniedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} এখন নামঞ্জুর!`)
};

/**
* | output |
* | --- |
* | "{name}is Denied Now!" |
*
* @param {Toast_Class_DeniedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const toast_class_denied = /** @type {((inputs: Toast_Class_DeniedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Class_DeniedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_toast_class_denied(inputs)
	return en_toast_class_denied(inputs)
});
