/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_SyncingInputs */

const en_status_syncing = /** @type {(inputs: Status_SyncingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Syncing…`)
};

const bn_status_syncing = /** @type {(inputs: Status_SyncingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সিঙ্ক হচ্ছে…`)
};

/**
* | output |
* | --- |
* | "Syncing…" |
*
* @param {Status_SyncingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const status_syncing = /** @type {((inputs?: Status_SyncingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_SyncingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_status_syncing(inputs)
	return en_status_syncing(inputs)
});
