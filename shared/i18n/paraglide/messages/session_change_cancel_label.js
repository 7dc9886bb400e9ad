/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Session_Change_Cancel_LabelInputs */

const en_session_change_cancel_label = /** @type {(inputs: Session_Change_Cancel_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancel session: ${i?.when}`)
};

const bn_session_change_cancel_label = /** @type {(inputs: Session_Change_Cancel_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`সেশন বাতিল করুন: ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Cancel session: {when}" |
*
* @param {Session_Change_Cancel_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const session_change_cancel_label = /** @type {((inputs: Session_Change_Cancel_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Change_Cancel_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_session_change_cancel_label(inputs)
	return en_session_change_cancel_label(inputs)
});
