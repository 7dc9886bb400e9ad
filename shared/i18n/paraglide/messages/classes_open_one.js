/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Classes_Open_OneInputs */

const en_classes_open_one = /** @type {(inputs: Classes_Open_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} class open`)
};

const bn_classes_open_one = /** @type {(inputs: Classes_Open_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count}টি ক্লাস খোলা`)
};

/**
* | output |
* | --- |
* | "{count} class open" |
*
* @param {Classes_Open_OneInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const classes_open_one = /** @type {((inputs: Classes_Open_OneInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Classes_Open_OneInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_classes_open_one(inputs)
	return en_classes_open_one(inputs)
});
