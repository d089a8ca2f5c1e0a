### The techniques' names. Each technique's message is `technique-<id>`, its id being the
### core's `Technique::id`; the name alone is its value, and its attributes are its other
### forms: `.a` within a sentence, after its article ("an X-Wing", "pointing"); `.title`
### to open a sentence ("X-Wing", "Naked pair"); `.a-title`, the name after its article,
### to open a sentence ("An X-Wing"); `.plural`, more than one ("3 more hidden pairs").
###
### A message given a technique argument `$t` gets its name as `$t` and each of these forms
### as `$t-a`, `$t-title`, `$t-a-title` and `$t-plural`.
###
### Simplified Chinese has no articles, capitals or plurals: every form is the name. The
### names are those of Chinese sudoku books and forums: 摒除法 / 唯余法 for the singles,
### 区块摒除 for locked candidates, 数对 and 三数组, 四数组 … for subsets, 鱼 for fish
### (X-Wing, 剑鱼, 水母, then 五阶鱼, 六阶鱼, 七阶鱼), 唯一矩形, 摩天楼, 双线风筝, 染色,
### X链, XY链, 交替推理链, 强制链.

technique-full-house = 唯一空格
    .a = 唯一空格
    .title = 唯一空格
    .a-title = 唯一空格
    .plural = 唯一空格

technique-hidden-single = 摒除法
    .a = 摒除法
    .title = 摒除法
    .a-title = 摒除法
    .plural = 摒除法

technique-naked-single = 唯余法
    .a = 唯余法
    .title = 唯余法
    .a-title = 唯余法
    .plural = 唯余法

technique-pointing = 宫区块摒除
    .a = 宫区块摒除
    .title = 宫区块摒除
    .a-title = 宫区块摒除
    .plural = 宫区块摒除

technique-claiming = 行列区块摒除
    .a = 行列区块摒除
    .title = 行列区块摒除
    .a-title = 行列区块摒除
    .plural = 行列区块摒除

technique-naked-pair = 显性数对
    .a = 显性数对
    .title = 显性数对
    .a-title = 显性数对
    .plural = 显性数对

technique-x-wing = X-Wing
    .a = X-Wing
    .title = X-Wing
    .a-title = X-Wing
    .plural = X-Wing

technique-hidden-pair = 隐性数对
    .a = 隐性数对
    .title = 隐性数对
    .a-title = 隐性数对
    .plural = 隐性数对

technique-naked-triple = 显性三数组
    .a = 显性三数组
    .title = 显性三数组
    .a-title = 显性三数组
    .plural = 显性三数组

technique-swordfish = 剑鱼
    .a = 剑鱼
    .title = 剑鱼
    .a-title = 剑鱼
    .plural = 剑鱼

technique-hidden-triple = 隐性三数组
    .a = 隐性三数组
    .title = 隐性三数组
    .a-title = 隐性三数组
    .plural = 隐性三数组

technique-xy-wing = XY-Wing
    .a = XY-Wing
    .title = XY-Wing
    .a-title = XY-Wing
    .plural = XY-Wing

technique-xyz-wing = XYZ-Wing
    .a = XYZ-Wing
    .title = XYZ-Wing
    .a-title = XYZ-Wing
    .plural = XYZ-Wing

technique-unique-rectangle-1 = 唯一矩形类型 1
    .a = 唯一矩形类型 1
    .title = 唯一矩形类型 1
    .a-title = 唯一矩形类型 1
    .plural = 唯一矩形类型 1

technique-unique-rectangle-2 = 唯一矩形类型 2
    .a = 唯一矩形类型 2
    .title = 唯一矩形类型 2
    .a-title = 唯一矩形类型 2
    .plural = 唯一矩形类型 2

technique-unique-rectangle-4 = 唯一矩形类型 4
    .a = 唯一矩形类型 4
    .title = 唯一矩形类型 4
    .a-title = 唯一矩形类型 4
    .plural = 唯一矩形类型 4

technique-unique-rectangle-3 = 唯一矩形类型 3
    .a = 唯一矩形类型 3
    .title = 唯一矩形类型 3
    .a-title = 唯一矩形类型 3
    .plural = 唯一矩形类型 3

technique-naked-quad = 显性四数组
    .a = 显性四数组
    .title = 显性四数组
    .a-title = 显性四数组
    .plural = 显性四数组

technique-jellyfish = 水母
    .a = 水母
    .title = 水母
    .a-title = 水母
    .plural = 水母

technique-hidden-quad = 隐性四数组
    .a = 隐性四数组
    .title = 隐性四数组
    .a-title = 隐性四数组
    .plural = 隐性四数组

technique-naked-subset-5 = 显性五数组
    .a = 显性五数组
    .title = 显性五数组
    .a-title = 显性五数组
    .plural = 显性五数组

technique-bug-plus-one = BUG+1
    .a = BUG+1
    .title = BUG+1
    .a-title = BUG+1
    .plural = BUG+1

technique-squirmbag = 五阶鱼
    .a = 五阶鱼
    .title = 五阶鱼
    .a-title = 五阶鱼
    .plural = 五阶鱼

technique-hidden-subset-5 = 隐性五数组
    .a = 隐性五数组
    .title = 隐性五数组
    .a-title = 隐性五数组
    .plural = 隐性五数组

technique-naked-subset-6 = 显性六数组
    .a = 显性六数组
    .title = 显性六数组
    .a-title = 显性六数组
    .plural = 显性六数组

technique-whale = 六阶鱼
    .a = 六阶鱼
    .title = 六阶鱼
    .a-title = 六阶鱼
    .plural = 六阶鱼

technique-skyscraper = 摩天楼
    .a = 摩天楼
    .title = 摩天楼
    .a-title = 摩天楼
    .plural = 摩天楼

technique-two-string-kite = 双线风筝
    .a = 双线风筝
    .title = 双线风筝
    .a-title = 双线风筝
    .plural = 双线风筝

technique-w-wing = W-Wing
    .a = W-Wing
    .title = W-Wing
    .a-title = W-Wing
    .plural = W-Wing

technique-colour-wrap = 染色矛盾
    .a = 染色矛盾
    .title = 染色矛盾
    .a-title = 染色矛盾
    .plural = 染色矛盾

technique-colour-trap = 染色夹击
    .a = 染色夹击
    .title = 染色夹击
    .a-title = 染色夹击
    .plural = 染色夹击

technique-x-chain = X链
    .a = X链
    .title = X链
    .a-title = X链
    .plural = X链

technique-hidden-subset-6 = 隐性六数组
    .a = 隐性六数组
    .title = 隐性六数组
    .a-title = 隐性六数组
    .plural = 隐性六数组

technique-xy-chain = XY链
    .a = XY链
    .title = XY链
    .a-title = XY链
    .plural = XY链

technique-naked-subset-7 = 显性七数组
    .a = 显性七数组
    .title = 显性七数组
    .a-title = 显性七数组
    .plural = 显性七数组

technique-alternating-inference-chain = 交替推理链
    .a = 交替推理链
    .title = 交替推理链
    .a-title = 交替推理链
    .plural = 交替推理链

technique-leviathan = 七阶鱼
    .a = 七阶鱼
    .title = 七阶鱼
    .a-title = 七阶鱼
    .plural = 七阶鱼

technique-hidden-subset-7 = 隐性七数组
    .a = 隐性七数组
    .title = 隐性七数组
    .a-title = 隐性七数组
    .plural = 隐性七数组

technique-als-xz = ALS-XZ
    .a = ALS-XZ
    .title = ALS-XZ
    .a-title = ALS-XZ
    .plural = ALS-XZ

technique-cell-forcing-chain = 单格强制链
    .a = 单格强制链
    .title = 单格强制链
    .a-title = 单格强制链
    .plural = 单格强制链

technique-unit-forcing-chain = 区域强制链
    .a = 区域强制链
    .title = 区域强制链
    .a-title = 区域强制链
    .plural = 区域强制链

technique-dynamic-cell-forcing-chain = 动态单格强制链
    .a = 动态单格强制链
    .title = 动态单格强制链
    .a-title = 动态单格强制链
    .plural = 动态单格强制链

technique-dynamic-unit-forcing-chain = 动态区域强制链
    .a = 动态区域强制链
    .title = 动态区域强制链
    .a-title = 动态区域强制链
    .plural = 动态区域强制链

technique-nested-cell-forcing-chain = 嵌套单格强制链
    .a = 嵌套单格强制链
    .title = 嵌套单格强制链
    .a-title = 嵌套单格强制链
    .plural = 嵌套单格强制链

technique-nested-unit-forcing-chain = 嵌套区域强制链
    .a = 嵌套区域强制链
    .title = 嵌套区域强制链
    .a-title = 嵌套区域强制链
    .plural = 嵌套区域强制链

technique-last-resort = 最后手段
    .a = 最后手段
    .title = 最后手段
    .a-title = 最后手段
    .plural = 最后手段

technique-direct-pointing = 直观宫区块摒除
    .a = 直观宫区块摒除
    .title = 直观宫区块摒除
    .a-title = 直观宫区块摒除
    .plural = 直观宫区块摒除

technique-direct-claiming = 直观行列区块摒除
    .a = 直观行列区块摒除
    .title = 直观行列区块摒除
    .a-title = 直观行列区块摒除
    .plural = 直观行列区块摒除

technique-direct-hidden-pair = 直观隐性数对
    .a = 直观隐性数对
    .title = 直观隐性数对
    .a-title = 直观隐性数对
    .plural = 直观隐性数对

technique-direct-hidden-triple = 直观隐性三数组
    .a = 直观隐性三数组
    .title = 直观隐性三数组
    .a-title = 直观隐性三数组
    .plural = 直观隐性三数组

technique-direct-hidden-quad = 直观隐性四数组
    .a = 直观隐性四数组
    .title = 直观隐性四数组
    .a-title = 直观隐性四数组
    .plural = 直观隐性四数组
