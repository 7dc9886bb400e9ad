/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Session_Change_Cancel_TitleInputs */

const en_session_change_cancel_title = /** @type {(inputs: Session_Change_Cancel_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancel the session on ${i?.when}?`)
};

const bn_session_change_cancel_title = /** @type {(inputs: Session_Change_Cancel_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when}-এর সেশন বাতিল করবেন?`)
};

/**
* | output |
* | --- |
* | "Cancel the session on {when}?" |
*
* @param {Session_Change_Cancel_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const session_change_cancel_title = /** @type {((inputs: Session_Change_Cancel_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Change_Cancel_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_session_change_cancel_title(inputs)
	return en_session_change_cancel_title(inputs)
});
