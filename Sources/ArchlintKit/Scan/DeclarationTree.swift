/// A file's declarations as a tree (by `Declaration.parent`) with its references hung on it, built
/// once per file: the rules ask for a type's members and for the references inside a type for every
/// type, and scanning the whole file for each made a file of many types quadratic.
package struct DeclarationTree {
    /// `memberList[memberStarts[d]..<memberStarts[d + 1]]`: the members of declaration `d`, in file order.
    private let memberStarts: [Int32]
    private let memberList: [Int32]
    /// Each declaration's position in a depth-first walk of the tree, and how many declarations its
    /// subtree holds (itself included): a subtree is a run of consecutive positions.
    private let position: [Int32]
    private let subtreeSize: [Int32]
    /// Reference indices grouped by their owner's position (file scope first), in file order within
    /// a group: `referenceList[referenceStarts[p + 1]..<referenceStarts[p + 2]]` are those owned by
    /// the declaration at position `p`.
    private let referenceStarts: [Int32]
    private let referenceList: [Int32]

    init(declarations: [Declaration], references: [Reference]) {
        let count = declarations.count
        // Members by parent, a counting sort that keeps file order.
        var starts = [Int32](repeating: 0, count: count + 1)
        for declaration in declarations { if let parent = declaration.parent { starts[Int(parent) + 1] += 1 } }
        for index in 0..<count { starts[index + 1] += starts[index] }
        var members = [Int32](repeating: 0, count: Int(starts[count]))
        var next = starts
        for (index, declaration) in declarations.enumerated() {
            guard let parent = declaration.parent else { continue }
            members[Int(next[Int(parent)])] = Int32(index)
            next[Int(parent)] += 1
        }
        // Positions in a depth-first walk from each root, with an explicit stack: a file of 40,000
        // nested types is as deep as that.
        var position = [Int32](repeating: 0, count: count)
        var subtreeSize = [Int32](repeating: 1, count: count)
        var order: [Int32] = []
        order.reserveCapacity(count)
        var stack: [Int32] = []
        for root in declarations.indices where declarations[root].parent == nil {
            stack.append(Int32(root))
            while let current = stack.popLast() {
                position[Int(current)] = Int32(order.count)
                order.append(current)
                let children = starts[Int(current)]..<starts[Int(current) + 1]
                for child in children.reversed() { stack.append(members[Int(child)]) }
            }
        }
        // A subtree's size from its members', children after parents in `order`.
        for declaration in order.reversed() {
            if let parent = declarations[Int(declaration)].parent { subtreeSize[Int(parent)] += subtreeSize[Int(declaration)] }
        }
        // References by their owner's position; owner -1 (file scope) is group 0.
        var referenceStarts = [Int32](repeating: 0, count: count + 2)
        func group(_ reference: Reference) -> Int { reference.owner < 0 ? 0 : Int(position[Int(reference.owner)]) + 1 }
        for reference in references { referenceStarts[group(reference) + 1] += 1 }
        for index in 0..<count + 1 { referenceStarts[index + 1] += referenceStarts[index] }
        var referenceList = [Int32](repeating: 0, count: references.count)
        var nextReference = referenceStarts
        for (index, reference) in references.enumerated() {
            let group = group(reference)
            referenceList[Int(nextReference[group])] = Int32(index)
            nextReference[group] += 1
        }
        memberStarts = starts
        memberList = members
        self.position = position
        self.subtreeSize = subtreeSize
        self.referenceStarts = referenceStarts
        self.referenceList = referenceList
    }

    /// The declarations directly inside `declaration` (its members), in file order.
    package func members(of declaration: Int) -> ArraySlice<Int32> {
        memberList[Int(memberStarts[declaration])..<Int(memberStarts[declaration + 1])]
    }

    /// Is the declaration `owner` (-1: file scope) `ancestor` or nested in it?
    package func isWithin(_ owner: Int32, of ancestor: Int) -> Bool {
        guard owner >= 0 else { return false }
        let offset = position[Int(owner)] - position[ancestor]
        return offset >= 0 && offset < subtreeSize[ancestor]
    }

    /// The indices of the references whose owner is `declaration` or nested in it, in file order.
    package func references(within declaration: Int) -> [Int32] {
        let first = Int(position[declaration]) + 1
        let slice = referenceList[Int(referenceStarts[first])..<Int(referenceStarts[first + Int(subtreeSize[declaration])])]
        // One group (a declaration with no nested ones) is in file order already.
        return subtreeSize[declaration] == 1 ? Array(slice) : slice.sorted()
    }
}
