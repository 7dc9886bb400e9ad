/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Session_Change_Move_LabelInputs */

const en_session_change_move_label = /** @type {(inputs: Session_Change_Move_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Move session: ${i?.when}`)
};

const bn_session_change_move_label = /** @type {(inputs: Session_Change_Move_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`সেশন সরান: ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Move session: {when}" |
*
* @param {Session_Change_Move_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const session_change_move_label = /** @type {((inputs: Session_Change_Move_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Change_Move_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_session_change_move_label(inputs)
	return en_session_change_move_label(inputs)
});
