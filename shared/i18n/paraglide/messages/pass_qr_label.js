/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ className: NonNullable<unknown> }} Pass_Qr_LabelInputs */

const en_pass_qr_label = /** @type {(inputs: Pass_Qr_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QR code of your pass for ${i?.className}`)
};

const bn_pass_qr_label = /** @type {(inputs: Pass_Qr_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.className} ক্লাসের পাসের QR কোড`)
};

/**
* | output |
* | --- |
* | "QR code of your pass for {className}" |
*
* @param {Pass_Qr_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const pass_qr_label = /** @type {((inputs: Pass_Qr_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pass_Qr_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_pass_qr_label(inputs)
	return en_pass_qr_label(inputs)
});
