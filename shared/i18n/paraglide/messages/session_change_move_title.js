/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Session_Change_Move_TitleInputs */

const en_session_change_move_title = /** @type {(inputs: Session_Change_Move_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Move the session on ${i?.when}`)
};

const bn_session_change_move_title = /** @type {(inputs: Session_Change_Move_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when}-এর সেশন সরান`)
};

/**
* | output |
* | --- |
* | "Move the session on {when}" |
*
* @param {Session_Change_Move_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const session_change_move_title = /** @type {((inputs: Session_Change_Move_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Change_Move_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_session_change_move_title(inputs)
	return en_session_change_move_title(inputs)
});
