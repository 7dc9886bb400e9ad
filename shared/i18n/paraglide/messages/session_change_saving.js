/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Session_Change_SavingInputs */

const en_session_change_saving = /** @type {(inputs: Session_Change_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving…`)
};

const bn_session_change_saving = /** @type {(inputs: Session_Change_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সেভ হচ্ছে…`)
};

/**
* | output |
* | --- |
* | "Saving…" |
*
* @param {Session_Change_SavingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const session_change_saving = /** @type {((inputs?: Session_Change_SavingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Change_SavingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_session_change_saving(inputs)
	return en_session_change_saving(inputs)
});
