/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Session_Change_Cancel_TextInputs */

const en_session_change_cancel_text = /** @type {(inputs: Session_Change_Cancel_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Students see it struck through on their timetable, with your reason.`)
};

const bn_session_change_cancel_text = /** @type {(inputs: Session_Change_Cancel_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শিক্ষার্থীরা তাদের রুটিনে এটি কাটা অবস্থায় দেখবেন, আপনার কারণসহ।`)
};

/**
* | output |
* | --- |
* | "Students see it struck through on their timetable, with your reason." |
*
* @param {Session_Change_Cancel_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const session_change_cancel_text = /** @type {((inputs?: Session_Change_Cancel_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Change_Cancel_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_session_change_cancel_text(inputs)
	return en_session_change_cancel_text(inputs)
});
