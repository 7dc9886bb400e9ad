/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Admin_Status_LabelInputs */

const en_admin_status_label = /** @type {(inputs: Admin_Status_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Status: ${i?.status}`)
};

const bn_admin_status_label = /** @type {(inputs: Admin_Status_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`অবস্থা: ${i?.status}`)
};

/**
* | output |
* | --- |
* | "Status: {status}" |
*
* @param {Admin_Status_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const admin_status_label = /** @type {((inputs: Admin_Status_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Status_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_admin_status_label(inputs)
	return en_admin_status_label(inputs)
});
