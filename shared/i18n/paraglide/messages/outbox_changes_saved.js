/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outbox_Changes_SavedInputs */

const en_outbox_changes_saved = /** @type {(inputs: Outbox_Changes_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your offline changes were saved`)
};

const bn_outbox_changes_saved = /** @type {(inputs: Outbox_Changes_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অফলাইনে করা আপনার পরিবর্তনগুলো সেভ হয়েছে`)
};

/**
* | output |
* | --- |
* | "Your offline changes were saved" |
*
* @param {Outbox_Changes_SavedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const outbox_changes_saved = /** @type {((inputs?: Outbox_Changes_SavedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outbox_Changes_SavedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_outbox_changes_saved(inputs)
	return en_outbox_changes_saved(inputs)
});
