/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Session_Change_MoveInputs */

const en_session_change_move = /** @type {(inputs: Session_Change_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move session`)
};

const bn_session_change_move = /** @type {(inputs: Session_Change_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সেশন সরান`)
};

/**
* | output |
* | --- |
* | "Move session" |
*
* @param {Session_Change_MoveInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const session_change_move = /** @type {((inputs?: Session_Change_MoveInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Change_MoveInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_session_change_move(inputs)
	return en_session_change_move(inputs)
});
