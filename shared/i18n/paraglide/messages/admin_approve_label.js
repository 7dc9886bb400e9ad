/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown>, name: NonNullable<unknown> }} Admin_Approve_LabelInputs */

const en_admin_approve_label = /** @type {(inputs: Admin_Approve_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.status}: approve ${i?.name}`)
};

const bn_admin_approve_label = /** @type {(inputs: Admin_Approve_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.status}: ${i?.name} অনুমোদন দিন`)
};

/**
* | output |
* | --- |
* | "{status}: approve {name}" |
*
* @param {Admin_Approve_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const admin_approve_label = /** @type {((inputs: Admin_Approve_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Approve_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_admin_approve_label(inputs)
	return en_admin_approve_label(inputs)
});
