/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outbox_Change_RefusedInputs */

const en_outbox_change_refused = /** @type {(inputs: Outbox_Change_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A change could not be saved`)
};

const bn_outbox_change_refused = /** @type {(inputs: Outbox_Change_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`একটি পরিবর্তন সেভ করা যায়নি`)
};

/**
* | output |
* | --- |
* | "A change could not be saved" |
*
* @param {Outbox_Change_RefusedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const outbox_change_refused = /** @type {((inputs?: Outbox_Change_RefusedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outbox_Change_RefusedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_outbox_change_refused(inputs)
	return en_outbox_change_refused(inputs)
});
