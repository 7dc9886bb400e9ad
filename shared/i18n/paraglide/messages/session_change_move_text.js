/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Session_Change_Move_TextInputs */

const en_session_change_move_text = /** @type {(inputs: Session_Change_Move_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It keeps its length. Students see the new time on their timetable, with your reason.`)
};

const bn_session_change_move_text = /** @type {(inputs: Session_Change_Move_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সেশনের দৈর্ঘ্য একই থাকবে। শিক্ষার্থীরা তাদের রুটিনে নতুন সময় দেখবেন, আপনার কারণসহ।`)
};

/**
* | output |
* | --- |
* | "It keeps its length. Students see the new time on their timetable, with your reason." |
*
* @param {Session_Change_Move_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const session_change_move_text = /** @type {((inputs?: Session_Change_Move_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Change_Move_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_session_change_move_text(inputs)
	return en_session_change_move_text(inputs)
});
